// The player's texts of one language that no first screen shows before a tap: the account forms,
// agent, member and responsible-gaming screens, social sign-in (see resources-en.ts).
import account from '@locales/en/account.json';
import agent from '@locales/en/agent.json';
import member from '@locales/en/member.json';
import safety from '@locales/en/safety.json';
import social from '@locales/en/social.json';

export default {
  account,
  agent,
  member,
  safety,
  social,
};
