// The player's texts of one language for every other screen (member centre, money, agent, safety,
// content): i18n.ts `TEXT_CHUNKS.more`.
import agent from '@locales/vi/agent.json';
import content from '@locales/vi/content.json';
import member from '@locales/vi/member.json';
import money from '@locales/vi/money.json';
import safety from '@locales/vi/safety.json';

export default {
  agent,
  content,
  member,
  money,
  safety,
};
