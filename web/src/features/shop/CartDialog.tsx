/**
 * The cart dialog (product §2.10, §4, §5, §9 Shop) with the tabs Warenkorb, Versand and Zahlung, the totals
 * and the order button, which is disabled only when the cart is empty. The address has no client-side
 * rules (product §5); the signed-in shop shows the server's messages at the fields.
 */
import { Box, Button, Divider, Group, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FREE_SHIPPING_ABOVE_CENTS,
  formatCents,
  needsShipping,
  type Product,
  SHOP_PAYMENT_METHODS,
  type ShippingAddressInput,
  type ShopPaymentMethod,
} from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LabelledValue } from '../../components/LabelledValue';
import { OnlineRequired } from '../../components/OnlineRequired';
import { PaymentMethodCards } from '../../components/PaymentMethodCards';
import { StepTabs, useDialogSteps } from '../../components/StepTabs';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { translateFieldError } from '../../lib/formErrors';
import { CartLines } from './CartLines';
import type { priceCart } from './cart';
import type { AddressField, Checkout, CheckoutResult } from './checkout';
import { paymentTexts } from './labels';

/** The dialog's tabs in their order, with their texts. */
const TABS = {
  cart: 'shop.cart.tab.cart',
  shipping: 'shop.cart.tab.shipping',
  payment: 'shop.cart.tab.payment',
} as const;
type Tab = keyof typeof TABS;

const addressFields = [
  { field: 'name', label: 'shop.address.name', autoComplete: 'name' },
  { field: 'street', label: 'shop.address.street', autoComplete: 'street-address' },
  { field: 'zipCode', label: 'shop.address.zipCode', autoComplete: 'postal-code' },
  { field: 'city', label: 'shop.address.city', autoComplete: 'address-level2' },
  { field: 'country', label: 'shop.address.country', autoComplete: 'country-name' },
] as const satisfies readonly { field: AddressField; label: MessageId; autoComplete: string }[];

/** Product §3: the country starts as Germany, named in the page's language ("Deutschland", "Germany"). */
function emptyAddress(locale: string): ShippingAddressInput {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of('DE') ?? 'Deutschland';
  return { name: '', street: '', zipCode: '', city: '', country };
}

interface CartDialogProps {
  opened: boolean;
  onClose: () => void;
  cart: ReturnType<typeof priceCart>;
  onQuantity: (product: Product, quantity: number) => void;
  /** Places the order; a failure comes back as a result, not as a thrown error. */
  onCheckout: (checkout: Checkout) => Promise<CheckoutResult>;
  /** Called after a successful order, with the order number when there is one. */
  onOrdered: (orderNumber: string | null) => void;
  /** The order goes to the server: offline its button is disabled with the reason. */
  onlineRequired?: boolean;
}

export function CartDialog(props: CartDialogProps) {
  const { opened, onClose, cart, onQuantity, onCheckout, onOrdered, onlineRequired } = props;
  const intl = useIntl();
  const format = useFormat();
  const { step: tab, setStep: setTab, error, setError } = useDialogSteps<Tab>(opened, 'cart');
  const [payment, setPayment] = useState<ShopPaymentMethod>('creditcard');
  const [placing, setPlacing] = useState(false);
  // The address survives closing the dialog and a completed order; its errors show in the page's language.
  // An order's error goes as soon as what it was about changes: the address, the payment or a quantity.
  const form = useForm<ShippingAddressInput>({
    initialValues: emptyAddress(intl.locale),
    onValuesChange: () => setError(null),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(intl, inputProps.error) }),
  });
  const changePayment = (value: ShopPaymentMethod) => {
    setPayment(value);
    setError(null);
  };
  const changeQuantity = (product: Product, quantity: number) => {
    onQuantity(product, quantity);
    setError(null);
  };
  const empty = cart.lines.length === 0;
  // Digital products alone are not shipped: no address is asked for or sent (the server decides the same).
  const shipped = needsShipping(cart.lines);

  async function placeOrder() {
    if (empty || placing) return;
    setError(null);
    form.clearErrors();
    setPlacing(true);
    try {
      const result = await onCheckout({
        items: cart.lines.map(({ product, quantity }) => ({ productId: product.id, quantity })),
        shippingAddress: shipped ? form.getValues() : undefined,
        paymentMethod: payment,
      });
      if (result.ok) {
        onOrdered(result.orderNumber);
        return;
      }
      setError(result.message);
      if (Object.keys(result.fieldErrors).length > 0) {
        form.setErrors(result.fieldErrors);
        setTab('shipping');
      }
    } finally {
      setPlacing(false);
    }
  }

  const submit = (
    <Button size="md" onClick={placeOrder} disabled={empty} loading={placing}>
      <FormattedMessage id="shop.order.submit" />
    </Button>
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={intl.formatMessage({ id: 'shop.cart.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shop.cart.close' }) }}
    >
      <StepTabs steps={TABS} step={tab} onStep={setTab}>
        <Tabs.Panel value="cart">
          <CartLines lines={cart.lines} onQuantity={changeQuantity} />
        </Tabs.Panel>

        <Tabs.Panel value="shipping">
          {shipped ? (
            <Stack gap="sm">
              {addressFields.map(({ field, label, autoComplete }) => (
                <TextInput
                  key={field}
                  label={<FormattedMessage id={label} />}
                  autoComplete={autoComplete}
                  {...form.getInputProps(field)}
                />
              ))}
            </Stack>
          ) : (
            <Text data-testid="cart-digital-only">
              <FormattedMessage id="shop.cart.digitalOnly" />
            </Text>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="payment">
          <PaymentMethodCards
            label={<FormattedMessage id="shop.payment.label" />}
            methods={SHOP_PAYMENT_METHODS}
            value={payment}
            onChange={changePayment}
            texts={paymentTexts}
          />
        </Tabs.Panel>
      </StepTabs>

      <Divider my="md" />
      {!empty && (
        <Stack gap={4} mb="md" data-testid="cart-totals">
          <LabelledValue
            label={<FormattedMessage id="shop.cart.subtotal" />}
            value={format.euro(cart.subtotal)}
          />
          <LabelledValue
            label={<FormattedMessage id="shop.cart.shipping" />}
            value={
              cart.shippingCents === 0
                ? intl.formatMessage({ id: 'shop.cart.shippingFree' })
                : format.euro(cart.shipping)
            }
          />
          <LabelledValue
            label={<FormattedMessage id="shop.cart.total" />}
            value={format.euro(cart.total)}
            strong
          />
          {cart.shippingCents > 0 && (
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="shop.cart.freeShippingHint"
                values={{ amount: format.euro(formatCents(FREE_SHIPPING_ABOVE_CENTS)) }}
              />
            </Text>
          )}
        </Stack>
      )}
      {error && (
        <Box mb="md">
          <ErrorAlert title={<FormattedMessage id="shop.order.failed" />}>{error}</ErrorAlert>
        </Box>
      )}
      <Group justify="flex-end">{onlineRequired ? <OnlineRequired>{submit}</OnlineRequired> : submit}</Group>
    </Modal>
  );
}
