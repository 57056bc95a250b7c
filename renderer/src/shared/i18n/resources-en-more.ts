// The player's texts of one language for every other screen (member centre, money, agent, safety,
// content): i18n.ts `TEXT_CHUNKS.more`.
import agent from '@locales/en/agent.json';
import content from '@locales/en/content.json';
import member from '@locales/en/member.json';
import money from '@locales/en/money.json';
import safety from '@locales/en/safety.json';

export default {
  agent,
  content,
  member,
  money,
  safety,
};
