import { useState } from 'react';
import { slotLabel, timeOfDay, type DaySlots, type SlotTime } from '../../core/slot-times';
import { Listbox } from './listbox';

/**
 * The free slots of the next days: a listbox of days (arrow keys change the day at once), and a
 * listbox of that day's times, each read out whole ("Tuesday 1 December, 10:30 AM Central European
 * Time"); choosing a time (click, Enter or Space) goes on to the visitor's details.
 */
export function SlotChooser({
  days,
  timeZone,
  chosen,
  onChoose,
}: {
  days: readonly DaySlots[];
  timeZone: string;
  /** The slot chosen before (back from the details): its day and time are selected again. */
  chosen?: SlotTime;
  onChoose: (slot: SlotTime) => void;
}) {
  const initialDay = (chosen && days.find((day) => day.slots.some((slot) => slot.start === chosen.start))) ?? days[0];
  const [dayKey, setDayKey] = useState(initialDay?.key);
  const day = days.find((candidate) => candidate.key === dayKey) ?? days[0];
  const [activeTime, setActiveTime] = useState<string | undefined>(chosen?.start);
  if (!day) return null;

  const choose = (start: string) => {
    const slot = day.slots.find((candidate) => candidate.start === start);
    if (slot) onChoose(slot);
  };

  return (
    <div className="chooser">
      <Listbox
        label="Day"
        orientation="horizontal"
        className="days"
        part="days"
        active={day.key}
        onActivate={(key) => {
          setDayKey(key);
          setActiveTime(undefined);
        }}
        options={days.map((candidate) => ({
          key: candidate.key,
          // Read as "Tuesday 1 December, 3 free"; shown as "Tue 1 Dec" over "3 free".
          content: (
            <>
              <span className="day-name" aria-hidden="true">
                {candidate.short}
              </span>
              <span className="visually-hidden">{candidate.label}, </span>
              <span className="day-count">{candidate.slots.length} free</span>
            </>
          ),
        }))}
      />
      <h3 className="times-title">{day.label}</h3>
      <Listbox
        label={`Times on ${day.label}`}
        orientation="horizontal"
        className="times"
        part="times"
        active={activeTime ?? day.slots[0]?.start}
        onActivate={setActiveTime}
        onChoose={choose}
        options={day.slots.map((slot) => ({
          key: slot.start,
          label: slotLabel(slot.start, timeZone),
          content: timeOfDay(slot.start, timeZone),
        }))}
      />
    </div>
  );
}
