/** The cart in local state, kept in localStorage under its own key so that it survives a reload. */
import { useEffect, useReducer } from 'react';
import { cartReducer, parseStoredCart } from './cart';

/** One key per shop: the signed-in shop's per user, the public demo's its own. */
export const CART_STORAGE_KEYS = {
  shop: (userId: string) => `wurzelwerk-cart-shop-${userId}`,
  demo: 'wurzelwerk-cart-shopdemo',
} as const;

function readCart(storageKey: string) {
  try {
    return parseStoredCart(window.localStorage.getItem(storageKey));
  } catch {
    // Storage can be blocked (privacy settings); the cart then lives for this visit only.
    return [];
  }
}

export function useStoredCart(storageKey: string) {
  const [lines, dispatch] = useReducer(cartReducer, storageKey, readCart);
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(lines));
    } catch {
      // Not persisted when storage is blocked or full; the cart still works for this visit.
    }
  }, [storageKey, lines]);
  return { lines, dispatch };
}
