// What the app layer composes into other screens (home): features never import each other.
export { GameEntrance } from './components/game-entrance';
export { BannerCarousel } from './components/banner-carousel';
export { FooterCategories } from './components/footer-categories';
export { HOME_BANNER_GROUP } from './api/banners';
