import HomePage from '../features/home/home-page';
import { HomeAccountEffects } from '../features/auth';
import { BannerCarousel, FooterCategories, GameEntrance, HOME_BANNER_GROUP } from '../features/games';

/**
 * Home = the account effects of issue 4 (session renew, contract prompts, welcome gift) + the lobby's
 * home page, with the game parts composed here (features do not import each other).
 */
export default function HomeRoute() {
  return (
    <>
      <HomeAccountEffects />
      <HomePage
        banner={<BannerCarousel group={HOME_BANNER_GROUP} eager />}
        gameArea={<GameEntrance />}
        footerCategories={<FooterCategories />}
      />
    </>
  );
}
