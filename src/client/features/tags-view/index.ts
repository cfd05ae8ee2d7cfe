/** The tags view's public face (the only file another feature imports): the open tags, set when a session loads and cleared when it ends. */
export { tagsAtom } from './tags-state';
