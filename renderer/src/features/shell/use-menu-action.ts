// Moved to shared/ui (the member centre's entries act the same way); kept for the shell's imports.
export { useMenuAction, useServiceUrl } from '../../shared/ui/use-menu-action';
