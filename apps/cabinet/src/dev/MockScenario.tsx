import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
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

/** The mock school's scenario, as `GET /__mock/scenario` answers it. */
type Scenario = {
  latencyMs: number;
  errorRate: number;
  empty: boolean;
  hostile: boolean;
  paymentDown: boolean;
};
type Flag = 'empty' | 'hostile' | 'paymentDown';

const SCENARIO_PATH = '/__mock/scenario';
const LATENCIES = [0, 500, 2000];
const ERROR_RATES = [0, 0.1, 0.5];
const FLAGS: Flag[] = ['empty', 'hostile', 'paymentDown'];

/**
 * Switches how the mock school misbehaves on purpose (latency, failing calls, empty lists,
 * hostile data, payment down) and resets its data, for developers running the cabinet on mocks
 * (mock mode only). A change reloads the page, so every screen asks the school again.
 */
export function MockScenario({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
    <>
      <Button
        variant="contained"
        color="secondary"
        size="small"
        onClick={() => {
          setOpen(true);
          void load();
        }}
      >
        {t('dev.scenario.title')}
      </Button>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': t('dev.scenario.title') } }}
      >
        <Box sx={{ width: { xs: '100vw', sm: 380 }, p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {t('dev.scenario.title')}
            </Typography>
            <Button onClick={() => setOpen(false)}>{t('dev.close')}</Button>
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {t('dev.scenario.hint')}
          </Typography>
          <Typography role="status" variant="body2" sx={{ my: 1, minHeight: '1.5em' }}>
            {applying ? t('dev.scenario.applying') : scenario ? '' : t('dev.scenario.loading')}
          </Typography>
          <Stack spacing={2}>
            <FormControl component="fieldset" disabled={disabled}>
              <FormLabel component="legend">{t('dev.scenario.latency')}</FormLabel>
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
                    label={t('dev.scenario.milliseconds', { ms })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl component="fieldset" disabled={disabled}>
              <FormLabel component="legend">{t('dev.scenario.errorRate')}</FormLabel>
              <RadioGroup
                row
                value={String(scenario?.errorRate ?? '')}
                onChange={(event) => change({ errorRate: Number(event.target.value) })}
              >
                {ERROR_RATES.map((rate) => (
                  <FormControlLabel
                    key={rate}
                    value={String(rate)}
                    control={<Radio />}
                    label={t('dev.scenario.percent', { percent: rate * 100 })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
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
                  label={t(`dev.scenario.${flag}`)}
                />
              ))}
            </FormGroup>
            <Box>
              <Button variant="outlined" color="error" disabled={applying} onClick={resetData}>
                {t('dev.scenario.resetData')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Drawer>
    </>
  );
}
