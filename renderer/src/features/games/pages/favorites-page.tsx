import { PlayerGamesPage } from '../components/player-games-page';
import '../games.css';

/** Favourites (/m/favorite): the player's starred games; un-starring removes a game at once. */
export default function FavoritesPage() {
  return <PlayerGamesPage screen="favorite" />;
}
