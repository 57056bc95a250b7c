export { AppHeader } from './app-header';
export { backTarget } from './back-target';
export { SideMenu } from './side-menu';
export { FooterMenu } from './footer-menu';
export { FloatingService } from './floating-service';
export { LogoutDialog } from './logout-dialog';
export { OfflineBanner } from './offline-banner';
