import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { canSubmitReward, promotionCover } from '@core/content';
import { isApiError } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { Button, Page, Spinner, useToast } from '../../../shared/ui';
import { useApplyReward, usePromotion } from '../api/promotions';
import { PicturePicker } from './picture-picker';
import '../content.css';

/**
 * Reward application /m/applyReward?id= (spec §2, §5): remarks when remarkRequired is Y, pictures
 * when imageRequired is Y; cancel clears both; submit shows loading and goes to /m/activity.
 * Visitors and unknown ids go to /m/activity.
 */
export default function ApplyRewardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const promo = usePromotion(session ? id : null);
  if (!session || id === null) return <Navigate to="/m/activity" replace />;
  if (promo.isError && isApiError(promo.error) && promo.error.status < 500)
    return <Navigate to="/m/activity" replace />;
  return (
    <Page title={t('titles.applyReward')} className="ct-page">
      {promo.data ? (
        <ApplyForm promo={promo.data} />
      ) : (
        <div className="ct-center">
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </Page>
  );
}

function ApplyForm({ promo }: { promo: NonNullable<ReturnType<typeof usePromotion>['data']> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { remarksMax } = useMerchantConfig().limits;
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const apply = useApplyReward();
  const remarksId = useId();
  const countId = useId();
  const needRemark = promo.remarkRequired === 'Y';
  const needImage = promo.imageRequired === 'Y';
  const enabled = canSubmitReward(promo, remarks, pictures.length, remarksMax);
  const length = [...remarks].length;

  useEffect(() => () => apply.reset(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = () => {
    const loading = toast.loading(t('content.apply.submitting'));
    apply.mutate(
      { id: promo.id, remarks: remarks.trim(), pictures },
      {
        onSuccess: (r) => {
          if (!r.success) return;
          toast.success(t('content.apply.success'));
          navigate('/m/activity', { replace: true });
        },
        onError: (e) => toast.error(t(isApiError(e) ? e.messageKey : 'errors.UNKNOWN')),
        onSettled: () => toast.dismiss(loading),
      },
    );
  };

  const cover = promotionCover(promo.announcementImages);
  return (
    <form
      className="ct-apply"
      onSubmit={(e) => {
        e.preventDefault();
        if (enabled) submit();
      }}
    >
      <div className="ct-apply__promo">
        {cover && <img src={cover} alt="" width={96} height={40} />}
        <div>
          <span className="ct-hint">{t('content.apply.promotion')}</span>
          <strong>{promo.title}</strong>
        </div>
      </div>
      {needRemark && (
        <div className="ct-field">
          <label className="ct-label" htmlFor={remarksId}>
            {t('content.apply.remarks')}
          </label>
          <textarea
            id={remarksId}
            className="ct-textarea"
            value={remarks}
            maxLength={remarksMax}
            rows={4}
            aria-describedby={countId}
            placeholder={t('content.apply.remarksPlaceholder', { max: remarksMax })}
            onChange={(e) => setRemarks(e.target.value)}
          />
          <span id={countId} className="ct-count">
            {t('content.apply.remarksCount', { count: length, max: remarksMax })}
          </span>
        </div>
      )}
      {needImage && <PicturePicker files={pictures} onChange={setPictures} />}
      <div className="ct-apply__actions">
        <Button
          variant="secondary"
          onClick={() => {
            setRemarks('');
            setPictures([]);
          }}
        >
          {t('content.apply.cancel')}
        </Button>
        <Button type="submit" disabled={!enabled} loading={apply.isPending}>
          {t('content.apply.submit')}
        </Button>
      </div>
    </form>
  );
}
