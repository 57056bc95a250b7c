import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_SIDES, type KycResponse, type KycSide } from '@schemas/api';
import { formatDate } from '@core/dates';
import { Button, Icon, useToast } from '../../../shared/ui';
import { kycPictureQuery, useUploadKyc } from '../api/account-api';

const MB = 1_048_576;
const ACCEPT = 'image/jpeg,image/png';
const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];

/** The status line of identity verification: not sent, under review, verified, or refused with the reason. */
export function KycStatus({ kyc }: { kyc: KycResponse }) {
  const { t } = useTranslation();
  const icon = { none: 'info', pending: 'refresh', approved: 'check', rejected: 'warning' }[kyc.status];
  return (
    <div className={`acc-kyc-status acc-kyc-status--${kyc.status}`} role="status">
      <Icon name={icon} size={20} />
      <div>
        <strong>{t(`account.myAccount.kycStatus.${kyc.status}`)}</strong>
        <p className="acc-muted">
          {kyc.status === 'approved' && kyc.reviewedAt
            ? t('account.myAccount.kycApprovedOn', { date: formatDate(kyc.reviewedAt, 'dayTime') })
            : kyc.status === 'pending' && kyc.submittedAt
              ? t('account.myAccount.kycPendingSince', {
                  date: formatDate(kyc.submittedAt, 'dayTime'),
                })
              : kyc.status === 'rejected'
                ? t('account.myAccount.kycRejectedReason', { reason: kyc.reason ?? '' })
                : t('account.myAccount.kycWhy')}
        </p>
      </div>
    </div>
  );
}

/** Identity verification: status, the pictures sent (the member's own, fetched with the session), or three pickers. */
export function KycSection({ kyc }: { kyc: KycResponse }) {
  const { t } = useTranslation();
  return (
    <div className="acc-stack">
      <KycStatus kyc={kyc} />
      {kyc.requestId && (kyc.status === 'pending' || kyc.status === 'approved') && (
        <ul className="acc-kyc-grid" aria-label={t('account.myAccount.kycSent')}>
          {KYC_SIDES.map((side) => (
            <li key={side}>
              <SentPicture id={kyc.requestId!} side={side} />
            </li>
          ))}
        </ul>
      )}
      {(kyc.status === 'none' || kyc.status === 'rejected') && <KycUpload maxBytes={kyc.maxBytes} />}
    </div>
  );
}

function SentPicture({ id, side }: { id: number; side: KycSide }) {
  const { t } = useTranslation();
  const blob = useQuery(kycPictureQuery(id, side)).data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <figure className="acc-kyc-slot acc-kyc-slot--sent">
      {url ? (
        <img src={url} alt={t(`account.myAccount.kycSide.${side}`)} />
      ) : (
        <span className="acc-kyc-slot__ph" />
      )}
      <figcaption>{t(`account.myAccount.kycSide.${side}`)}</figcaption>
    </figure>
  );
}

function KycUpload({ maxBytes }: { maxBytes: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useUploadKyc();
  const hintId = useId();
  const [files, setFiles] = useState<Partial<Record<KycSide, File>>>({});
  const urls = useMemo(
    () => Object.fromEntries(Object.entries(files).map(([k, f]) => [k, URL.createObjectURL(f)])),
    [files],
  );
  useEffect(() => () => Object.values(urls).forEach((u) => URL.revokeObjectURL(u)), [urls]);
  const size = Math.round((maxBytes / MB) * 10) / 10;
  const complete = KYC_SIDES.every((s) => files[s]);

  const pick = (side: KycSide, f: File | undefined) => {
    if (!f) return;
    if (!ACCEPTED_TYPES.includes(f.type.toLowerCase())) return toast.info(t('errors.IMAGE_TYPE_INVALID'));
    if (f.size > maxBytes) return toast.info(t('account.myAccount.kycTooLarge', { size }));
    setFiles({ ...files, [side]: f });
  };
  const submit = async () => {
    if (!complete) return;
    await upload.mutateAsync(files as Record<KycSide, File>);
    toast.success(t('account.myAccount.kycSentToast'));
  };
  return (
    <div className="acc-stack">
      <p id={hintId} className="acc-muted">
        {t('account.myAccount.kycHint', { size })}
      </p>
      <ul className="acc-kyc-grid">
        {KYC_SIDES.map((side) => (
          <li key={side}>
            <label className={`acc-kyc-slot ${files[side] ? 'acc-kyc-slot--filled' : ''}`}>
              {urls[side] ? (
                <img src={urls[side]} alt="" />
              ) : (
                <span className="acc-kyc-slot__add" aria-hidden="true">
                  <Icon name="plus" size={22} />
                </span>
              )}
              <span className="acc-kyc-slot__label">
                {files[side] && <Icon name="check" size={14} />}
                {t(`account.myAccount.kycSide.${side}`)}
              </span>
              <input
                className="sr-only"
                type="file"
                accept={ACCEPT}
                name={side}
                aria-label={t('account.myAccount.kycPick', { side: t(`account.myAccount.kycSide.${side}`) })}
                aria-describedby={hintId}
                onChange={(e) => {
                  pick(side, e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </li>
        ))}
      </ul>
      <Button
        block
        disabled={!complete}
        loading={upload.isPending}
        onClick={() => void submit().catch(() => undefined)}
      >
        {t('account.myAccount.kycSubmit')}
      </Button>
    </div>
  );
}
