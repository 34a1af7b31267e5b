/**
 * A header button that opens a menu with one choice ticked: the language and the theme menus. The menu's
 * code (Mantine's Menu and its positioning) is no part of the first load: it is fetched when the browser is
 * idle, and the menu replaces the button when the button is first focused or clicked — a click opens it at
 * once, the focus moves over to it.
 */
import { ActionIcon } from '@mantine/core';
import { useDeferredModule } from '../../lib/useDeferredModule';
import { useStandIn } from '../../lib/useStandIn';
import type { ChoiceMenuProps } from './ChoiceMenuLoaded';

const loadMenu = () => import('./ChoiceMenuLoaded');

export function ChoiceMenu<V extends string>(props: ChoiceMenuProps<V>) {
  const { module, request } = useDeferredModule(loadMenu, { mount: 'request' });
  const standIn = useStandIn(request);
  if (module) {
    return <module.ChoiceMenuLoaded {...props} openOnMount={standIn.opened} focusOnMount={standIn.focused} />;
  }
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...standIn.props}
    >
      {props.icon}
    </ActionIcon>
  );
}
