import { Alert, Box, Button, Container, Field, Heading, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_NOTE_LENGTH } from '../../../contract/vip';
import type { GuestOrderBody } from '../../../contract/vip-orders';
import { isApiError } from '../../../lib/api-client';
import { fMoney } from '../../../lib/format-number';
import { LanguageSwitcher } from '../../../lib/ui/language-switcher';
import { useOnline } from '../../../lib/ui/online-only';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { ThemeToggle } from '../../../lib/ui/theme-toggle';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { GUEST_POLL_MS, sendGuestOrder, useGuestMenuQuery } from '../api/guest';
import {
  type Cart,
  cartTotal,
  cartUnits,
  clearPending,
  emptyCart,
  loadCart,
  markPending,
  saveCart,
  setNote,
  setQuantity,
  toOrderBody,
} from '../cart';
import { useGuestLocale } from '../guest-locale';
import { GuestMenu } from './guest-menu';
import { GuestOrders } from './guest-orders';

/** The cart of this table link, persisted on every change. */
function usePersistedCart(token: string) {
  const [cart, setCart] = useState<Cart>(() => loadCart(token));
  useEffect(() => saveCart(token, cart), [token, cart]);
  return [cart, setCart] as const;
}

function ExpiredLink() {
  return (
    <Container maxW="md" py="16">
      <Stack gap="3" textAlign="center" data-testid="guest-expired">
        <Heading size="xl">
          <Trans>Este enlace ya no es válido</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>El código de la mesa expiró o no es correcto. Pide al personal un código nuevo.</Trans>
        </Text>
      </Stack>
    </Container>
  );
}

export function GuestOrderPage({ token }: { token: string }) {
  useGuestLocale();
  const { t } = useLingui();
  const errorText = useErrorMessage();
  const online = useOnline();
  const menu = useGuestMenuQuery(token);
  const [cart, setCart] = usePersistedCart(token);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success' | 'warning'; text: string; orderId?: string } | null>(null);
  const sendingRef = useRef(false);
  // The send button is at the bottom of a long menu and the message at the top: it is scrolled
  // into view, or the guest never sees "¡Pedido enviado!" (issue 19).
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [message]);
  // "¡Pedido enviado! … cuando esté en camino" is true only while the order waits: once the bar
  // accepts, delivers or rejects it, its line in the list below says so and the banner goes.
  const sentStatus = message?.orderId ? menu.data?.orders.find((o) => o.id === message.orderId)?.status : undefined;
  useEffect(() => {
    if (sentStatus && sentStatus !== 'placed') setMessage(null);
  }, [sentStatus]);
  // Staff name tables as they like ("VIP 4", "Mesa 7"): "Mesa" is added only when missing.
  const tableName = menu.data
    ? /^mesa\b/i.test(menu.data.table.trim())
      ? menu.data.table.trim()
      : t`Mesa ${menu.data.table}`
    : null;
  useDocumentTitle(tableName ?? t`Pedido de mesa`);

  const send = useCallback(
    async (body: GuestOrderBody) => {
      if (sendingRef.current) return;
      sendingRef.current = true;
      setSending(true);
      setCart((c) => markPending(c, body));
      try {
        await sendGuestOrder(token, body);
        setCart(emptyCart());
        setMessage({ kind: 'success', text: t`¡Pedido enviado! Te avisamos acá cuando esté en camino.`, orderId: body.id });
        void menu.refetch();
      } catch (error) {
        const status = isApiError(error) ? error.status : undefined;
        if (status !== undefined && status < 500) {
          // The server answered and refused: no order exists, the guest may change and resend.
          setCart((c) => clearPending(c));
          setMessage({ kind: 'error', text: errorText(error) });
        } else {
          setMessage({ kind: 'warning', text: t`No pudimos confirmar tu pedido. Lo reintentamos solos, sin duplicarlo.` });
        }
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
    [token, t, menu.refetch, setCart, errorText],
  );

  // A pending order goes again, unchanged, when the connection returns and every poll interval.
  const pending = cart.pending;
  useEffect(() => {
    if (!pending || !online) return;
    const retry = () => void send(pending);
    const id = setInterval(retry, GUEST_POLL_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(id);
      window.removeEventListener('online', retry);
    };
  }, [pending, online, send]);

  if (menu.error && isApiError(menu.error) && menu.error.status === 401) return <ExpiredLink />;

  const items = menu.data?.items ?? [];
  const total = cartTotal(cart, items);
  const units = cartUnits(cart, items);
  const locked = cart.pending !== null;
  const holder = menu.data?.holderFirstName ?? '';
  const discount = menu.data?.discountPercent ?? 0;

  return (
    <Box minH="100dvh" bg="bg.subtle" pb="28" data-testid="guest-page">
      <Container maxW="lg" px={{ base: '4', sm: '6' }} pt="4">
        <HStack justify="space-between" align="flex-start" gap="2" mb="4">
          <Stack gap="0" minW="0">
            <Text textStyle="sm" color="fg.muted" truncate>
              {menu.data?.venueName ?? ''}
            </Text>
            <Heading as="h1" size="2xl" data-testid="guest-table">
              {tableName ?? <Trans>Pedido de mesa</Trans>}
            </Heading>
            {holder && (
              <Text fontWeight="medium">
                <Trans>Hola {holder}</Trans>
              </Text>
            )}
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <LanguageSwitcher size="xs" />
            <ThemeToggle size="xs" />
          </HStack>
        </HStack>

        <Stack gap="4">
          {discount > 0 && (
            <Text bg="green.subtle" color="green.fg" textStyle="sm" px="3" py="2" borderRadius="l2" data-testid="guest-discount">
              <Trans>Tu tarjeta tiene {discount} % de descuento: los precios ya lo incluyen</Trans>
            </Text>
          )}
          {!online && (
            <Alert.Root status="warning" borderRadius="l3">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>Sin conexión: tu pedido queda guardado en este teléfono</Trans>
              </Alert.Title>
            </Alert.Root>
          )}
          {menu.data && !menu.data.ordersOpen && (
            <Alert.Root status="info" borderRadius="l3" data-testid="guest-closed">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>Los pedidos a la mesa se reciben durante la noche: ahora puedes ver la carta.</Trans>
              </Alert.Title>
            </Alert.Root>
          )}
          {message && (
            <Alert.Root
              ref={messageRef}
              status={message.kind}
              borderRadius="l3"
              data-testid="guest-message"
              role={message.kind === 'success' ? 'status' : 'alert'}
              scrollMarginTop="4"
            >
              <Alert.Indicator />
              <Alert.Title>{message.text}</Alert.Title>
            </Alert.Root>
          )}
          {menu.data && <GuestOrders orders={menu.data.orders} />}
          {menu.isPending && (
            <HStack justify="center" py="10">
              <Spinner />
            </HStack>
          )}
          {menu.error && !menu.data && !(isApiError(menu.error) && menu.error.status === 401) && (
            <Alert.Root status="error" borderRadius="l3">
              <Alert.Indicator />
              <Alert.Title>{errorText(menu.error)}</Alert.Title>
            </Alert.Root>
          )}
          {menu.data && items.length === 0 && (
            <Text color="fg.muted">
              <Trans>La carta no está disponible en este momento.</Trans>
            </Text>
          )}
          {items.length > 0 && (
            <GuestMenu
              items={items}
              quantities={cart.quantities}
              disabled={locked}
              onQuantity={(id, q) => setCart((c) => setQuantity(c, id, q))}
            />
          )}
          {items.length > 0 && (
            <Field.Root>
              <Field.Label>
                <Trans>Nota para el pedido</Trans>
              </Field.Label>
              <Textarea
                value={cart.note}
                maxLength={MAX_NOTE_LENGTH}
                disabled={locked}
                onChange={(e) => setCart((c) => setNote(c, e.target.value))}
                placeholder={t`Ej.: con hielo aparte`}
                name="note"
                bg="bg.panel"
              />
            </Field.Root>
          )}
        </Stack>
      </Container>

      {(units > 0 || locked) && (
        <Box position="fixed" insetX="0" bottom="0" bg="bg.panel" borderTopWidth="1px" shadow="lg" py="3" zIndex="sticky">
          <Container maxW="lg" px={{ base: '4', sm: '6' }}>
            <HStack justify="space-between" gap="3">
              <Stack gap="0">
                <Text textStyle="xs" color="fg.muted">
                  {locked ? <Trans>Pedido sin confirmar</Trans> : <Trans>{units} productos</Trans>}
                </Text>
                <Text fontWeight="bold" textStyle="lg" data-testid="guest-total">
                  {fMoney(locked && cart.pending ? pendingTotal(cart.pending, items) : total)}
                </Text>
              </Stack>
              <Button
                colorPalette="brand"
                size="lg"
                loading={sending}
                onClick={() => void send(cart.pending ?? toOrderBody(cart, items))}
                disabled={(!online && !locked) || menu.data?.ordersOpen === false}
                data-testid="guest-send"
              >
                {locked ? <Trans>Reintentar</Trans> : <Trans>Enviar pedido</Trans>}
              </Button>
            </HStack>
          </Container>
        </Box>
      )}
    </Box>
  );
}

function pendingTotal(body: GuestOrderBody, items: { productId: string; finalPrice: number }[]): number {
  const price = new Map(items.map((i) => [i.productId, i.finalPrice]));
  return body.lines.reduce((sum, l) => sum + l.quantity * (price.get(l.productId) ?? 0), 0);
}
