/**
 * The signed-in shop at /shop (product §2.10, issue 7): the catalogue from the shop.products query, ordering
 * through the orders.create mutation. The server prices the order from its own catalogue and checks stock
 * and address; its messages are shown in the cart dialog. A new order refreshes the orders list. Each
 * checkout carries an Idempotency-Key, the same when the same cart is ordered again after a failure.
 */
import { Stack } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@wurzelwerk/server';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { PageHeader } from '../../components/PageHeader';
import { serverMessage } from '../../lib/serverMessage';
import { useSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { addressFieldErrors, type Checkout, type CheckoutResult, checkoutKeys } from './checkout';
import { ShopView } from './ShopView';
import { CART_STORAGE_KEYS } from './useStoredCart';

export default function ShopPage() {
  const intl = useIntl();
  const user = useSignedInUser();
  const utils = trpc.useUtils();
  const products = trpc.shop.products.useQuery();
  const create = trpc.orders.create.useMutation();
  // One Idempotency-Key per checkout, the same for a retry of it: a lost answer never orders twice.
  const [keys] = useState(checkoutKeys);
  const heading = intl.formatMessage({ id: 'page.shop' });

  // Names and descriptions come in the request's language: load them again when it changes.
  const shownLocale = useRef(intl.locale);
  useEffect(() => {
    if (shownLocale.current === intl.locale) return;
    shownLocale.current = intl.locale;
    void utils.shop.products.invalidate();
  }, [intl.locale, utils]);

  async function checkout(input: Checkout): Promise<CheckoutResult> {
    try {
      const order = await create.mutateAsync({ ...input, idempotencyKey: keys.keyFor(input) });
      keys.placed();
      // /orders shows the new order; the stock on the cards went down.
      void utils.orders.list.invalidate();
      void utils.shop.products.invalidate();
      return { ok: true, orderNumber: order.orderNumber };
    } catch (cause) {
      // Out of stock or a product gone: the cards should show the current catalogue.
      void utils.shop.products.invalidate();
      return checkoutFailure(cause, intl);
    }
  }

  return (
    <Stack gap="xl">
      <PageHeader title={heading} subtitle={<FormattedMessage id="shop.subtitle" />} />
      <ShopView
        products={products.data}
        loadFailed={products.isError}
        storageKey={CART_STORAGE_KEYS.shop(user.id)}
        onCheckout={checkout}
        successMessage={(orderNumber) =>
          intl.formatMessage({ id: 'shop.order.successText' }, { number: orderNumber ?? '' })
        }
        onlineRequired
      />
    </Stack>
  );
}

/** Our server's answer, with its field issues; a failed fetch or anything else gets the generic text. */
function checkoutFailure(cause: unknown, intl: IntlShape): CheckoutResult {
  const message = serverMessage(cause);
  if (message === undefined) {
    return { ok: false, message: intl.formatMessage({ id: 'shop.order.networkError' }), fieldErrors: {} };
  }
  const issues =
    cause instanceof TRPCClientError ? (cause as TRPCClientError<AppRouter>).data?.issues : undefined;
  return { ok: false, message, fieldErrors: addressFieldErrors(issues) };
}
