export {
  useInstallPrompt,
  listenForInstallPrompt,
  promptInstall,
  type InstallPromptEvent,
} from './install-prompt';
export { isStandalone } from './standalone';
