export { type Thread, type ThreadAnswer, type ThreadKeys, ThreadModal, useThreadSaved } from './ReplyThread';
