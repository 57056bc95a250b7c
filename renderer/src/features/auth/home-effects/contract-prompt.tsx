import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Popup } from '../../../shared/ui';
import { CONTRACT_ROUTES } from '@core/member-types';
import type { ContractKind } from './contracts';

/** Spec §4: a pending contract request asks the member to confirm (cancel / go). */
export function ContractPrompt({ kind, onClose }: { kind: ContractKind | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Popup open={kind !== null} onClose={onClose} title={t('account.contractTitle')} variant="dialog">
      <p className="dialog-text">{kind ? t(`account.contract.${kind}`) : ''}</p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => {
            if (kind) navigate(CONTRACT_ROUTES[kind]);
            onClose();
          }}
        >
          {t('account.contractGo')}
        </Button>
      </div>
    </Popup>
  );
}
