/**
 * The signed-in farm's dialogs (product §2.9, §4): the tree's level-up and the congratulation after an
 * upgrade. Both celebrate (issue 22): a picture — the tree in its new stage, or a star — and the new values.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FarmState, growthStage, treeClickCoins } from '@wurzelwerk/farm-engine';
import { type ReactNode, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CelebrationArt } from './components/farmArt';
import { engineTexts, growthStageLabels, upgradeName } from './farmTexts';

/** Which dialog is open: the level the tree reached, or the upgrade bought and its new level. */
export type FarmDialogState =
  | { kind: 'levelUp'; level: number }
  | { kind: 'upgraded'; upgradeId: string; level: number }
  | null;

function NewValue({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Group justify="space-between" w="100%" wrap="nowrap" gap="md">
      <Text size="sm">{label}</Text>
      <Text fw={700}>{value}</Text>
    </Group>
  );
}

function LevelUp({ level, state }: { level: number; state: FarmState }) {
  const intl = useIntl();
  const stage = growthStage({ level });
  return (
    <>
      <CelebrationArt stage={stage} />
      <Text>
        <FormattedMessage id="farm.levelUp.text" values={{ level }} />
      </Text>
      <Stack gap={4} w="100%" data-testid="farm-dialog-values">
        <NewValue label={<FormattedMessage id="farm.tree.level" />} value={intl.formatNumber(level)} />
        <NewValue
          label={<FormattedMessage id="farm.levelUp.stage" />}
          value={<FormattedMessage id={growthStageLabels[stage]} />}
        />
        <NewValue
          label={<FormattedMessage id="farm.levelUp.coinsPerClick" />}
          value={intl.formatNumber(treeClickCoins({ ...state.tree, level }))}
        />
        <NewValue
          label={<FormattedMessage id="farm.levelUp.nextLevel" />}
          value={
            <FormattedMessage
              id="farm.levelUp.clicksNeeded"
              values={{ needed: intl.formatNumber(state.tree.clicksNeeded) }}
            />
          }
        />
      </Stack>
    </>
  );
}

function Upgraded({ upgradeId, level, state }: { upgradeId: string; level: number; state: FarmState }) {
  const intl = useIntl();
  const upgrade = state.upgrades.find((candidate) => candidate.id === upgradeId);
  const name = upgradeName(intl, upgradeId);
  return (
    <>
      <CelebrationArt />
      <Text>
        <FormattedMessage id="farm.upgraded.text" values={{ name, level }} />
      </Text>
      {upgrade && (
        <Stack gap={4} w="100%" data-testid="farm-dialog-values">
          <NewValue
            label={<FormattedMessage id="farm.tree.level" />}
            value={<FormattedMessage id="farm.tree.levelOfMax" values={{ level, max: upgrade.maxLevel }} />}
          />
          <NewValue
            label={<FormattedMessage id="farm.upgraded.effect" />}
            value={engineTexts(intl).upgrade(upgrade).effectText}
          />
          {upgrade.level < upgrade.maxLevel && (
            <NewValue
              label={<FormattedMessage id="farm.upgraded.nextCost" />}
              value={
                <FormattedMessage
                  id="farm.coinsAmount"
                  values={{ amount: intl.formatNumber(upgrade.cost) }}
                />
              }
            />
          )}
        </Stack>
      )}
    </>
  );
}

export function FarmDialog({
  dialog,
  state,
  onClose,
}: {
  dialog: FarmDialogState;
  state: FarmState;
  onClose: () => void;
}) {
  const intl = useIntl();
  // The last dialog stays rendered while the modal closes, so its text does not vanish mid-animation.
  const last = useRef(dialog);
  if (dialog) last.current = dialog;
  const shown = last.current;
  if (!shown) return null;
  const title = shown.kind === 'levelUp' ? 'farm.levelUp.title' : 'farm.upgraded.title';
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: title })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'farm.dialog.close' }) }}
      centered
    >
      <Stack align="center" gap="md" ta="center">
        {shown.kind === 'levelUp' ? (
          <LevelUp level={shown.level} state={state} />
        ) : (
          <Upgraded upgradeId={shown.upgradeId} level={shown.level} state={state} />
        )}
        <Group justify="center">
          <Button onClick={onClose} data-autofocus>
            <FormattedMessage id="farm.dialog.continue" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
