import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { useTabData } from '../shell/use-admin-lists';
import { useCan } from '../shell/use-staff-permission';
import { SettingsForm } from './settings-form';
import { DeliverySection } from '../delivery/delivery-section';
import { LowStockForm } from './low-stock-form';
import { MessagesForm } from './messages-form';
import { NewOrderEmailForm } from './new-order-email-form';
import { PayLinkHoursForm } from './pay-link-hours-form';
import { ProductFeeds } from './product-feeds';
import { ReturnRulesForm } from './return-rules-form';

/**
 * The settings tab (an addition): how shoppers may pay (the owner's and admins' only),
 * and delivery and stock, which a manager changes too. Loaded when first opened.
 */
export function SettingsPanel() {
  const { list } = useTabData('settings');
  const mayEditPayment = useCan()('settings.payment');
  return (
    <Deferred
      resolve={list}
      loading={<Spinner label="Loading the settings…" />}
      error={(error) => <LoadFailure error={error} fallback={messages.settings.fetchFailed} />}
    >
      {(answer) => (
        <div className="space-y-10">
          {mayEditPayment && <SettingsForm initial={answer} />}
          {mayEditPayment && <PayLinkHoursForm hours={answer.settings.payment.linkHours} />}
          <DeliverySection freeOver={answer.settings.delivery.freeOver} />
          <LowStockForm level={answer.settings.stock.lowStockLevel} />
          <ReturnRulesForm initial={answer.settings.returns} />
          <NewOrderEmailForm on={answer.settings.notifications.newOrderEmail} />
          <MessagesForm
            initial={answer.settings.messages}
            configured={answer.messageChannels ?? { whatsapp: false, sms: false }}
          />
          {answer.feeds && <ProductFeeds feeds={answer.feeds} />}
        </div>
      )}
    </Deferred>
  );
}
