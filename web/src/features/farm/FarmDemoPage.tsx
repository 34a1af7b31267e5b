/** The farm game demo at /farmdemo (spec §2.8, §4, §9): local sample data, nothing is saved or sent. */
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalized } from '../../components/localizedSample';
import { PageHeader } from '../../components/PageHeader';
import { Buildings, PlayerStats, TreeCard } from './components/FarmCards';
import { CardGrid, type FarmTab, FarmTabs } from './components/FarmTabs';
import { AchievementCard, CoinBalance, QuestCard, UpgradeCard } from './components/GameCards';
import type { QuestStatus } from './components/types';
import { useFloatingMarkers } from './components/useFloatingMarkers';
import { demoTreeClick } from './farmDemoRules';
import {
  type DemoQuest,
  demoAchievements,
  demoFarmSample,
  demoQuests,
  demoUpgrades,
} from './farmDemoSamples';

const DEMO_TAB_ORDER: readonly FarmTab[] = ['farm', 'upgrades', 'achievements', 'quests'];

/** Spec §4: Completed when set, Claim Reward once progress reaches the target, otherwise In Progress. */
function demoQuestStatus(quest: DemoQuest): QuestStatus {
  if (quest.completed) return 'completed';
  return quest.progress >= quest.target ? 'claimable' : 'inProgress';
}

/** Spec §2.8: upgrading and claiming have no effect in the demo. */
const noEffect = () => {};

export default function FarmDemoPage() {
  const intl = useIntl();
  const localized = useLocalized();
  const heading = intl.formatMessage({ id: 'page.farmDemo' });
  const [farm, setFarm] = useState(demoFarmSample);
  const treeMarkers = useFloatingMarkers();

  function clickTree() {
    const result = demoTreeClick(farm, Math.random);
    setFarm(result.farm);
    treeMarkers.show(
      intl.formatMessage({ id: 'farm.marker.coins' }, { amount: intl.formatNumber(result.reward) }),
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={heading} subtitle={<FormattedMessage id="farm.demo.intro" />} />
      <FarmTabs
        order={DEMO_TAB_ORDER}
        panels={{
          farm: (
            <Stack gap="md">
              <PlayerStats player={farm.player} />
              <TreeCard tree={farm.tree} markers={treeMarkers.markers} onClick={clickTree} />
              <Buildings beehive={farm.beehive} coop={farm.coop} />
            </Stack>
          ),
          upgrades: (
            <>
              <CoinBalance coins={farm.player.totalCoins} />
              <CardGrid>
                {demoUpgrades.map((upgrade) => (
                  <UpgradeCard
                    key={upgrade.id}
                    upgrade={{
                      ...upgrade,
                      name: localized(upgrade.name),
                      description: localized(upgrade.description),
                      effect: localized(upgrade.effect),
                    }}
                    totalCoins={farm.player.totalCoins}
                    onUpgrade={noEffect}
                  />
                ))}
              </CardGrid>
            </>
          ),
          achievements: (
            <CardGrid>
              {demoAchievements.map((achievement) => (
                <AchievementCard
                  key={achievement.id}
                  achievement={{
                    ...achievement,
                    name: localized(achievement.name),
                    description: localized(achievement.description),
                  }}
                />
              ))}
            </CardGrid>
          ),
          quests: (
            <CardGrid>
              {demoQuests.map((quest) => (
                <QuestCard
                  key={quest.id}
                  quest={{
                    ...quest,
                    title: localized(quest.title),
                    description: localized(quest.description),
                    secondsLeft: quest.timeLeft / 1000,
                    status: demoQuestStatus(quest),
                  }}
                  onClaim={noEffect}
                />
              ))}
            </CardGrid>
          ),
        }}
      />
    </Stack>
  );
}
