import { ContractPrompt } from './contract-prompt';
import type { ContractKind } from './contracts';
import { WelcomeGiftModal } from './welcome-gift-modal';

/** Home's account popups (home-account-effects.tsx decides): the welcome gift, else a pending contract. */
export default function AccountPopups(props: {
  gift: boolean;
  onGiftClose: () => void;
  contract: ContractKind | null;
  onContractClose: () => void;
}) {
  return (
    <>
      <WelcomeGiftModal open={props.gift} onClose={props.onGiftClose} />
      <ContractPrompt kind={props.contract} onClose={props.onContractClose} />
    </>
  );
}
