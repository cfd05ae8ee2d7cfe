/** The agreements' public face (the only file another feature imports): an agreement's text as paragraphs. */
export { ProtocolText } from './ProtocolText';
