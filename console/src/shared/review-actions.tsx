import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from './api';

type Decision = 'approve' | 'reject';
type ReviewBody = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** A review mutation of a queue (withdrawals, agent applications, KYC): one item, one decision. */
interface ReviewMutation {
  mutateAsync: (v: { id: number; body: ReviewBody }) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The approve / reject state of a review queue: a reason per item (required to reject), the decision
 * sent, and the line that reports it. `okText` words a decision that went through.
 */
export function useReviewDecisions(
  review: ReviewMutation,
  okText: (decision: Decision, id: number) => string,
  onDecided?: () => void,
) {
  const { t } = useTranslation();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const reasonOf = (id: number) => (reasons[id] ?? '').trim();
  const decide = async (id: number, decision: Decision) => {
    try {
      await review.mutateAsync({
        id,
        body: decision === 'approve' ? { decision } : { decision, reason: reasonOf(id) },
      });
      setMessage({ ok: true, text: okText(decision, id) });
      onDecided?.();
    } catch (e) {
      setMessage({ ok: false, text: t(errorKey(e)) });
    }
  };
  return {
    pending: review.isPending,
    raw: (id: number) => reasons[id] ?? '',
    reasonOf,
    setReason: (id: number, text: string) => setReasons((r) => ({ ...r, [id]: text })),
    decide,
    /** The report of the last decision (status when it went through, alert when refused). */
    report: message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>,
  };
}

/** Approve, a reason, reject (enabled once a reason is given) for one item of a review queue. */
export function ReviewActions({
  id,
  decisions,
  texts,
  onApprove,
}: {
  id: number;
  decisions: ReturnType<typeof useReviewDecisions>;
  /** Approve asks first (a confirmation with context, e.g. a withdrawal's) instead of deciding at once. */
  onApprove?: (id: number) => void;
  /** Visible texts and accessible names of the controls of this item. */
  texts: {
    approve: string;
    approveName: string;
    reject: string;
    rejectName: string;
    reason: string;
    reasonName: string;
  };
}) {
  const d = decisions;
  return (
    <>
      <button
        type="button"
        onClick={() => (onApprove ? onApprove(id) : void d.decide(id, 'approve'))}
        disabled={d.pending}
        aria-label={texts.approveName}
      >
        {texts.approve}
      </button>
      <input
        aria-label={texts.reasonName}
        placeholder={texts.reason}
        value={d.raw(id)}
        maxLength={200}
        onChange={(e) => d.setReason(id, e.target.value)}
      />
      <button
        type="button"
        onClick={() => void d.decide(id, 'reject')}
        disabled={d.pending || !d.reasonOf(id)}
        aria-label={texts.rejectName}
      >
        {texts.reject}
      </button>
    </>
  );
}
