import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { messages } from '@shop/shared/messages';
import type { PodAnswer } from '@shop/shared/orders/pod-confirmation';
import type { PodConfirmationView } from '@shop/shared/orders/pod-confirmation-schemas';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { OrderItemsSection } from '../../../domain/orders/order-items-section';
import { postPodAnswer } from '../api/pod-confirmation';

const say = messages.podConfirmation;

/**
 * /orders/confirm/:token, the pay-on-delivery receipt's link: the order (read by the route's
 * loader), and two buttons to confirm or cancel it. Opening the page never answers (mail scanners
 * open links); the cancel link (`?answer=cancel`) only puts its button first (decision 53).
 */
export function PodConfirmPage({ order }: { order: Promise<PodConfirmationView> }) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6 md:py-14">
      <Deferred
        resolve={order}
        loading={<Spinner size={24} label="Loading…" />}
        error={(error) => <LoadFailure error={error} fallback={say.linkNotFound} look="page" />}
      >
        {(read) => <PodConfirmation read={read} />}
      </Deferred>
    </main>
  );
}

/** The order as read, then as the shopper's answer left it. */
function PodConfirmation({ read }: { read: PodConfirmationView }) {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const [order, setOrder] = useState(read);
  const [sending, setSending] = useState(false);
  const [answerFailure, setAnswerFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);

  const answer = async (choice: PodAnswer) => {
    setSending(true);
    setAnswerFailure(null);
    try {
      const result = await postPodAnswer(token, choice);
      setOrder((o) => ({
        ...o,
        confirmation: result.confirmation,
        open: result.confirmation !== 'cancelled',
      }));
      setDone(result.message);
    } catch (error) {
      setAnswerFailure(error);
    } finally {
      setSending(false);
    }
  };

  const cancelFirst = search.get('answer') === 'cancel';
  const buttons = [
    { choice: 'confirm' as const, label: say.confirm, look: buttonStyles.primary },
    { choice: 'cancel' as const, label: say.cancel, look: buttonStyles.secondary },
  ];
  if (cancelFirst) buttons.reverse();

  return (
    <>
      <h1 className="font-display text-3xl sm:text-4xl">{say.title}</h1>
      <p className="mt-2 text-lg font-semibold text-plum">Order {order.orderNumber}</p>
      <p className="mt-1 text-sm text-plum/80">{say.statusLabel[order.confirmation]}</p>
      <div className="mt-6">
        <OrderItemsSection order={order} />
      </div>
      <section aria-label="Delivery" className="mt-4 rounded-[12px] bg-nude p-5 text-sm">
        <h2 className="mb-2 font-display text-xl">Delivery</h2>
        <p>
          {order.deliveryName} · {order.deliveryEta}
        </p>
        <p>{order.address}</p>
        <p>
          {order.city}, {order.state}
        </p>
      </section>
      <div aria-live="polite" className="mt-6">
        {done && <p className="rounded-[12px] bg-white p-4 font-semibold text-plum">{done}</p>}
      </div>
      {answerFailure !== null && <LoadFailure error={answerFailure} />}
      {order.open ? (
        <>
          {!done && <p className="mt-4 text-plum/80">{say.intro}</p>}
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            {buttons
              .filter((b) => !(b.choice === 'confirm' && order.confirmation === 'confirmed'))
              .map((b) => (
                <button
                  key={b.choice}
                  type="button"
                  className={b.look}
                  disabled={sending}
                  onClick={() => void answer(b.choice)}
                >
                  {b.label}
                </button>
              ))}
          </div>
        </>
      ) : (
        !done && (
          <p className="mt-4 text-plum/80">
            {order.confirmation === 'cancelled' ? say.cancelled : say.closed}
          </p>
        )
      )}
    </>
  );
}
