/**
 * What the bell's panel says about each kind of stored notification (issue 17): a title and a line, in the
 * page's language; names come from the server in that language already, money and times through Intl.
 */
import type { Notification } from '@wurzelwerk/shared';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

export interface NotificationTexts {
  title: string;
  body: string;
}

const TITLES: Record<Notification['kind'], MessageId> = {
  investment: 'notifications.investment.title',
  withdrawal: 'notifications.withdrawal.title',
  paymentLapsed: 'notifications.paymentLapsed.title',
  payoutLate: 'notifications.payoutLate.title',
  payoutLatePaid: 'notifications.payoutLatePaid.title',
  orderPlaced: 'notifications.orderPlaced.title',
  orderStatus: 'notifications.orderStatus.title',
  passwordChanged: 'notifications.passwordChanged.title',
  streamStarting: 'notifications.streamStarting.title',
  twoFactorChanged: 'notifications.twoFactorChanged.title',
  twoFactorFailures: 'notifications.twoFactorFailures.title',
  yearlyStatement: 'notifications.yearlyStatement.title',
  newSignIn: 'notifications.newSignIn.title',
};

/** The order statuses' names as the orders page shows them. */
const ORDER_STATUS: Record<Extract<Notification, { kind: 'orderStatus' }>['data']['status'], MessageId> = {
  pending: 'orders.status.pending',
  processing: 'orders.status.processing',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  return_requested: 'orders.status.returnRequested',
};

export function notificationTexts(notification: Notification, intl: IntlShape): NotificationTexts {
  const euro = (amount: string) =>
    intl.formatNumber(Number(amount), { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
  const title = intl.formatMessage(
    { id: TITLES[notification.kind] },
    notification.kind === 'twoFactorChanged' ? { enabled: String(notification.data.enabled) } : undefined,
  );
  const body = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  switch (notification.kind) {
    case 'investment':
    case 'withdrawal':
    case 'paymentLapsed': {
      const { assetName, amount } = notification.data;
      const id =
        notification.kind === 'investment'
          ? 'notifications.investment.body'
          : notification.kind === 'withdrawal'
            ? 'notifications.withdrawal.body'
            : 'notifications.paymentLapsed.body';
      return { title, body: body(id, { assetName, amount: euro(amount) }) };
    }
    case 'payoutLate':
    case 'payoutLatePaid': {
      const { assetName, amount, dueDate } = notification.data;
      const date = intl.formatDate(`${dueDate}T12:00:00Z`, {
        dateStyle: 'medium',
        timeZone: 'Europe/Berlin',
      });
      const id =
        notification.kind === 'payoutLate'
          ? 'notifications.payoutLate.body'
          : 'notifications.payoutLatePaid.body';
      return { title, body: body(id, { assetName, amount: euro(amount), date }) };
    }
    case 'orderPlaced': {
      const { orderNumber, totalAmount } = notification.data;
      return {
        title,
        body: body('notifications.orderPlaced.body', { orderNumber, total: euro(totalAmount) }),
      };
    }
    case 'orderStatus': {
      const { orderNumber, status, trackingNumber } = notification.data;
      const values = { orderNumber, status: intl.formatMessage({ id: ORDER_STATUS[status] }) };
      return {
        title,
        body: trackingNumber
          ? body('notifications.orderStatus.bodyTracking', { ...values, trackingNumber })
          : body('notifications.orderStatus.body', values),
      };
    }
    case 'passwordChanged':
    case 'twoFactorChanged':
      return { title, body: body('notifications.passwordChanged.body') };
    case 'twoFactorFailures':
      return { title, body: body('notifications.twoFactorFailures.body') };
    case 'newSignIn': {
      // The device in words, as the devices list names it (browser and system from the User-Agent).
      const { browser, os } = notification.data;
      const device =
        browser && os
          ? body('notifications.newSignIn.device', { browser, os })
          : (browser ?? os ?? body('notifications.newSignIn.unknownDevice'));
      return { title, body: body('notifications.newSignIn.body', { device }) };
    }
    case 'yearlyStatement': {
      const year = String(notification.data.year);
      return {
        title: intl.formatMessage({ id: TITLES.yearlyStatement }, { year }),
        body: body('notifications.yearlyStatement.body', { year }),
      };
    }
    case 'streamStarting': {
      const { title: stream, startTime } = notification.data;
      const time = intl.formatTime(startTime, { hour: '2-digit', minute: '2-digit' });
      return { title, body: body('notifications.streamStarting.body', { title: stream, time }) };
    }
  }
}
