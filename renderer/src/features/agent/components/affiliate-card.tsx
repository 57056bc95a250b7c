import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { affiliateLink } from '@core/agent';
import { Button, Icon, Skeleton } from '../../../shared/ui';
import { useCopy } from '../model/use-copy';

const QrCode = lazy(() => import('./qr-code'));
/** Rendered size of the QR code (CSS pixels). */
const QR_SIZE = 132;

/** The agent's affiliate code and register link, each with a copy button, and the link as a QR code. */
export function AffiliateCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const link = affiliateLink(window.location.origin, code);
  return (
    <section className="ag-card ag-affiliate" aria-labelledby="ag-affiliate-title">
      <h3 id="ag-affiliate-title" className="ag-card__title">
        {t('agent.home.affiliateTitle')}
      </h3>
      <div className="ag-affiliate__body">
        <div className="ag-affiliate__qr">
          <Suspense fallback={<Skeleton width={QR_SIZE} height={QR_SIZE} />}>
            <QrCode value={link} size={QR_SIZE} label={t('agent.home.qrLabel')} />
          </Suspense>
          <span className="ag-muted">{t('agent.home.qrHint')}</span>
        </div>
        <div className="ag-affiliate__rows">
          <div className="ag-copy-row">
            <span className="ag-copy-row__label">{t('agent.home.code')}</span>
            <span className="ag-code">{code}</span>
            <Button variant="secondary" onClick={() => void copy(code)} aria-label={t('agent.home.copyCode')}>
              <Icon name="copy" size={16} />
              {t('agent.home.copy')}
            </Button>
          </div>
          <div className="ag-copy-row">
            <span className="ag-copy-row__label">{t('agent.home.link')}</span>
            <span className="ag-link">{link}</span>
            <Button variant="secondary" onClick={() => void copy(link)} aria-label={t('agent.home.copyLink')}>
              <Icon name="copy" size={16} />
              {t('agent.home.copy')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
