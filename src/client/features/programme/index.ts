export { ProgrammePanel } from './ProgrammePanel';
