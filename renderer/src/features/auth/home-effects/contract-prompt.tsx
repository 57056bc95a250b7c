import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Popup } from '../../../shared/ui';
import type { ContractKind } from './contracts';

const ROUTE: Record<ContractKind, string> = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hour: '/m/member/agent/getHourContract',
};

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
            if (kind) navigate(ROUTE[kind]);
            onClose();
          }}
        >
          {t('account.contractGo')}
        </Button>
      </div>
    </Popup>
  );
}
