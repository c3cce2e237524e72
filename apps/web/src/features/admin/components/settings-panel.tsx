import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { useTabData } from '../use-admin-lists';
import { SettingsForm } from './settings/settings-form';

/** The settings tab (an addition, issue 23): how shoppers may pay. Loaded when first opened. */
export function SettingsPanel() {
  const { list } = useTabData('settings');
  return (
    <Deferred
      resolve={list}
      loading={<Spinner label="Loading the settings…" />}
      error={(error) => <LoadFailure error={error} fallback={messages.settings.fetchFailed} />}
    >
      {(answer) => <SettingsForm initial={answer} />}
    </Deferred>
  );
}
