export { ErrorPage, type ErrorKind } from './error-page';
export { StatusGate } from './status-gate';
export { useSystemStatus, statusQuery } from './status-query';
