import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevDrawer } from './DevDrawer';

/** The mock school's scenario, as `GET /__mock/scenario` answers it. */
type Scenario = {
  latencyMs: number;
  errorRate: number;
  rateLimited: number;
  offline: boolean;
  empty: boolean;
  hostile: boolean;
  longTexts: boolean;
  paymentDown: boolean;
};
type Flag = 'offline' | 'empty' | 'hostile' | 'longTexts' | 'paymentDown';
/** The shares of calls that fail (500) and that are refused as too many (429, with a wait). */
type Rate = 'errorRate' | 'rateLimited';

const SCENARIO_PATH = '/__mock/scenario';
const LATENCIES = [0, 500, 2000];
const ERROR_RATES = [0, 0.1, 0.5];
const RATES: Rate[] = ['errorRate', 'rateLimited'];
const FLAGS: Flag[] = ['offline', 'empty', 'hostile', 'longTexts', 'paymentDown'];

/**
 * Switches how the mock school misbehaves on purpose (latency, failing calls, calls refused as too
 * many, empty lists,
 * hostile data, long texts, payment down) and resets its data, for developers running the cabinet on mocks
 * (mock mode only). A change reloads the page, so every screen asks the school again.
 */
export function MockScenario({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('dev');
  const [scenario, setScenario] = useState<Scenario | null>(null);
  const [applying, setApplying] = useState(false);
  const load = async () => {
    const answer = (await fetch(SCENARIO_PATH).then((response) => response.json())) as { data: Scenario };
    setScenario(answer.data);
  };
  const apply = async (send: () => Promise<Response>) => {
    setApplying(true);
    await send();
    reload();
  };
  const change = (part: Partial<Scenario>) =>
    void apply(() =>
      fetch(SCENARIO_PATH, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(part),
      }),
    );
  const resetData = () => void apply(() => fetch('/__mock/reset', { method: 'POST' }));
  const disabled = applying || !scenario;
  return (
    <DevDrawer title={t('scenario.title')} hint={t('scenario.hint')} onOpen={() => void load()}>
      <Typography role="status" variant="body2" sx={{ my: 1, minHeight: '1.5em' }}>
        {applying ? t('scenario.applying') : scenario ? '' : t('scenario.loading')}
      </Typography>
      <Stack spacing={2}>
        <FormControl component="fieldset" disabled={disabled}>
          <FormLabel component="legend">{t('scenario.latency')}</FormLabel>
          <RadioGroup
            row
            value={String(scenario?.latencyMs ?? '')}
            onChange={(event) => change({ latencyMs: Number(event.target.value) })}
          >
            {LATENCIES.map((ms) => (
              <FormControlLabel
                key={ms}
                value={String(ms)}
                control={<Radio />}
                label={t('scenario.milliseconds', { ms })}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {RATES.map((rate) => (
          <FormControl key={rate} component="fieldset" disabled={disabled}>
            <FormLabel component="legend">{t(`scenario.${rate}`)}</FormLabel>
            <RadioGroup
              row
              value={String(scenario?.[rate] ?? '')}
              onChange={(event) => change({ [rate]: Number(event.target.value) })}
            >
              {ERROR_RATES.map((share) => (
                <FormControlLabel
                  key={share}
                  value={String(share)}
                  control={<Radio />}
                  label={t('scenario.percent', { percent: share * 100 })}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        <FormGroup>
          {FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              disabled={disabled}
              control={
                <Switch
                  checked={scenario?.[flag] ?? false}
                  onChange={(event) => change({ [flag]: event.target.checked })}
                />
              }
              label={t(`scenario.${flag}`)}
            />
          ))}
        </FormGroup>
        <Button
          variant="outlined"
          color="error"
          disabled={applying}
          onClick={resetData}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('scenario.resetData')}
        </Button>
      </Stack>
    </DevDrawer>
  );
}
