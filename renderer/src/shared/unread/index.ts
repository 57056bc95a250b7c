export { useUnread, entryUnread } from './use-unread';
