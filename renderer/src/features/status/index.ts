export { ErrorPage, type ErrorKind } from './error-page';
export { StatusGate } from './status-gate';
export { useSystemStatus } from './status-store';
