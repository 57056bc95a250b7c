// The player's texts of one language that no first screen shows before a tap: the account forms,
// agent, member and responsible-gaming screens, social sign-in (see resources-vi.ts).
import account from '@locales/vi/account.json';
import agent from '@locales/vi/agent.json';
import member from '@locales/vi/member.json';
import safety from '@locales/vi/safety.json';
import social from '@locales/vi/social.json';

export default {
  account,
  agent,
  member,
  safety,
  social,
};
