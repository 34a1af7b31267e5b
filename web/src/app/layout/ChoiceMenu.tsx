/**
 * A header button that opens a menu with one choice ticked: the language and the theme menus. The menu's
 * code (Mantine's Menu and its positioning) is no part of the first load: the button stands alone until
 * that code has come, and a click before then opens the menu as soon as it is there.
 */
import { ActionIcon } from '@mantine/core';
import { useRef } from 'react';
import { useDeferredModule } from '../../lib/useDeferredModule';
import type { ChoiceMenuProps } from './ChoiceMenuLoaded';

const loadMenu = () => import('./ChoiceMenuLoaded');

export function ChoiceMenu<V extends string>(props: ChoiceMenuProps<V>) {
  const { module, request } = useDeferredModule(loadMenu);
  /** What the loaded menu takes over from the button: a pending click and the focus. */
  const handover = useRef({ open: false, focus: false });

  if (module) {
    const { open, focus } = handover.current;
    return <module.ChoiceMenuLoaded {...props} defaultOpened={open} focusOnMount={focus} />;
  }
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        handover.current.open = true;
        request();
      }}
      onFocus={() => {
        handover.current.focus = true;
      }}
      onBlur={() => {
        handover.current.focus = false;
      }}
    >
      {props.icon}
    </ActionIcon>
  );
}
