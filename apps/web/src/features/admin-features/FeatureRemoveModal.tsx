import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FeatureItem } from '@stallfront/shared/catalogue';
import { notifySuccess } from '../../ui/notify';
import { useRemoveFeature } from '../admin-packages/catalogue-queries';

/** Removes a feature; the stores using it, counted, move to the replacement chosen here. */
export function FeatureRemoveModal({
  feature,
  others,
  onClose,
}: {
  feature: FeatureItem;
  others: FeatureItem[];
  onClose: () => void;
}) {
  const remove = useRemoveFeature();
  const [replacement, setReplacement] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const used = feature.stores > 0;
  const run = async () => {
    try {
      notifySuccess((await remove.mutateAsync({ key: feature.key, replacement: used ? replacement : null })).message);
      onClose();
    } catch (error) {
      setRefused(error instanceof Error ? error.message : 'The feature was not removed.');
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Remove ${feature.name}`}>
      <Stack gap="sm">
        {used ? (
          <>
            <Text size="sm">
              {feature.stores === 1 ? '1 store uses' : `${feature.stores} stores use`} {feature.name} (bought or on
              trial). Choose the feature they move to.
            </Text>
            <Select
              label="Replacement"
              placeholder="Choose a feature"
              searchable
              data={others.map((f) => ({ value: f.key, label: f.name }))}
              value={replacement}
              onChange={setReplacement}
            />
          </>
        ) : (
          <Text size="sm">No store uses it. It leaves the App Store.</Text>
        )}
        {refused && (
          <Alert color="red" title="Not removed">
            {refused}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={run} loading={remove.isPending} disabled={used && !replacement}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
