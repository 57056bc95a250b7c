import { PlayerGamesPage } from '../components/player-games-page';
import '../games.css';

/** Recent games (spec §2): title and list; opens at the top. */
export default function RecentPage() {
  return <PlayerGamesPage screen="recent" />;
}
