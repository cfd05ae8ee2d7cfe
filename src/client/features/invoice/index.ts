/**
 * The invoice feature's public face (the only file another feature imports): what the live stream
 * hands it. Kept this small on purpose: the live connection is in the first load, the invoice
 * screens (forms, tables) are not; pages import the feature's other files themselves.
 */
export { applyInvoiceFrame, lastInvoiceChangeAtom, useInvoiceChange } from './invoice-live';
