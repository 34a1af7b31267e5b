/**
 * The farm game demo at /farmdemo (product §2.8, §4, §9): the real farm board over the sample farm, played by
 * the engine's demo rule. Local only: nothing is saved or sent; upgrading and claiming have no effect.
 */
import { Stack } from '@mantine/core';
import { demoTreeClick } from '@wurzelwerk/farm-engine';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocalized } from '../../components/localizedSample';
import { MessagePageHeader } from '../../components/PageHeader';
import { RiskWarning } from '../../components/RiskWarning';
import { FarmBoard, type FarmTab, useFloatingMarkers } from '../../features/farm';
import { demoFarmState, demoFarmTexts } from './data';

const DEMO_TAB_ORDER: readonly FarmTab[] = ['farm', 'upgrades', 'achievements', 'quests'];

const noEffect = () => {};

export default function FarmDemoPage() {
  const intl = useIntl();
  const localized = useLocalized();
  const texts = useMemo(() => demoFarmTexts(localized), [localized]);
  const [state, setState] = useState(demoFarmState);
  const treeMarkers = useFloatingMarkers();

  function clickTree() {
    const result = demoTreeClick(state, Math.random);
    setState(result.state);
    treeMarkers.show(
      intl.formatMessage({ id: 'farm.marker.coins' }, { amount: intl.formatNumber(result.reward) }),
    );
  }

  return (
    <Stack gap="lg">
      <MessagePageHeader title="page.farmDemo" subtitle="farm.demo.intro" description="meta.farmDemo" />
      <FarmBoard
        state={state}
        texts={texts}
        tabOrder={DEMO_TAB_ORDER}
        tree={{ markers: treeMarkers.markers, onClick: clickTree }}
        onUpgrade={noEffect}
      />
      {/* A game of an investment platform: its screens carry the statutory warning (issue 35). */}
      <RiskWarning />
    </Stack>
  );
}
