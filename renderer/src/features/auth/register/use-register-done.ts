import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMerchantConfig } from '../../../shared/config';
import { markWelcomeGift } from '../lib/welcome-gift';

/** After a registration: the success notice, then (deposit-popup flag) the welcome gift on home. */
export function useRegisterDone(afterConfirm?: () => void) {
  const navigate = useNavigate();
  const config = useMerchantConfig();
  const [noticeOpen, setNoticeOpen] = useState(false);
  // The account name the platform made (mobile sign-up): shown once, to read and copy.
  const [generatedName, setGeneratedName] = useState<string>();
  return {
    noticeOpen,
    generatedName,
    onRegistered: (name?: string) => {
      setGeneratedName(name);
      setNoticeOpen(true);
    },
    onConfirm: () => {
      setNoticeOpen(false);
      if (config.flags.depositPopup) markWelcomeGift();
      afterConfirm?.();
      navigate('/m/home', { replace: true });
    },
  };
}
