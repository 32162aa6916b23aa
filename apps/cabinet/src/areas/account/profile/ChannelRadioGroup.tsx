import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { CALLBACK_CHANNELS, type CallbackChannel } from './callback-types';

type ChannelRadioGroupProps = {
  name: string;
  value: CallbackChannel;
  onChange: (channel: CallbackChannel) => void;
  onBlur: () => void;
};

const isChannel = (value: string): value is CallbackChannel =>
  (CALLBACK_CHANNELS as readonly string[]).includes(value);

/** Where the school should answer: a call, or a message in one of the messengers. */
export function ChannelRadioGroup({ name, value, onChange, onBlur }: ChannelRadioGroupProps) {
  const { t } = useTranslation('account');
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('contacts.channel')}</FormLabel>
      <RadioGroup
        row
        name={name}
        value={value}
        onChange={(event) => {
          if (isChannel(event.target.value)) onChange(event.target.value);
        }}
        onBlur={onBlur}
      >
        {CALLBACK_CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            value={channel}
            control={<Radio />}
            label={t(`contacts.channels.${channel}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
