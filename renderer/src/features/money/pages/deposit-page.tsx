import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pickTemplate, template, type TemplateVariant } from '@core/templates';
import { useMerchantConfig } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { ordersQuery } from '../api/withdraw';
import { OrderList } from '../components/order-list';
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

/** How many of the latest deposit orders the page lists. */
const RECENT_DEPOSITS = 5;

/** /m/voucherCenter: deposit (member only, guarded by the route table). */
export default function DepositPage() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order')) || undefined;
  const form = useDepositForm();
  const Template = pickTemplate(config, 'dep_func', TEMPLATES);
  // The latest orders with their state: an unpaid one past the payment window reads expired.
  const recent = useQuery(ordersQuery('deposit', undefined, useSession()?.token));
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
      {recent.data && (
        <OrderList
          orders={recent.data.slice(0, RECENT_DEPOSITS)}
          label={t('money.deposit.recent')}
          empty={t('money.deposit.recentEmpty')}
        />
      )}
    </Page>
  );
}
