import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pickTemplate, template, type TemplateVariant } from '@core/templates';
import { useMerchantConfig } from '../../../shared/config';
import { EmptyState, Page, Spinner } from '../../../shared/ui';
import { DepositBase } from '../components/deposit-base';
import { DepositNew } from '../components/deposit-new';
import { DepositResult } from '../components/deposit-result';
import { useDepositForm, type DepositForm } from '../model/use-deposit-form';
import '../money.css';

/** The deposit templates by variant (spec §4 dep_func): one lookup in core/templates.ts picks one. */
const TEMPLATES: Record<TemplateVariant, ComponentType<{ form: DepositForm }>> = {
  base: DepositBase,
  new: DepositNew,
};

/** /m/voucherCenter: deposit (member only, guarded by the route table). */
export default function DepositPage() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order')) || undefined;
  const form = useDepositForm();
  const Template = pickTemplate(config, 'dep_func', TEMPLATES);
  return (
    <Page title={t('titles.voucherCenter')} className={`mn-page mn-page--${template(config, 'dep_func')}`}>
      {orderId !== undefined && <DepositResult orderId={orderId} />}
      {form.query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : form.channels.length === 0 ? (
        <EmptyState title={t('money.deposit.noChannels')} />
      ) : (
        <div className="cfg-slot" data-config-path="/templates/dep_func">
          <Template form={form} />
        </div>
      )}
    </Page>
  );
}
