import { ASSIST_SPEED_LIMIT_KMH, MOTOR_RATED_POWER_W, STANDARD_WARRANTY_YEARS } from '@shop/contracts/limits';
import { h, list, p, steps, table, warning } from './print-blocks';
import type { TrainingBookText } from './service-training-book.text';

/** The English edition of the training book; same chapters and values as the Polish one. */
export function trainingBookEn(brand: string): TrainingBookText {
  return {
    locale: 'en-GB',
    title: 'Service training book',
    subtitle: `Service training for authorised ${brand} electric bike dealers`,
    fileName: 'service-training-book',
    dealerHeading: 'Training participant',
    labels: {
      company: 'Company',
      taxId: 'Tax ID (NIP)',
      city: 'City',
      trainedOn: 'Training date',
      issuedOn: 'Issued on',
    },
    intro: [
      `This book sums up the service training for ${brand} dealers. It covers safe work with batteries, diagnostics of the assist system, periodic services, tightening torques and the warranty claim procedure. Keep it at the service bench and use it together with the bike's model card — where the model card gives a different value, the model card wins.`,
      `Our bikes have a motor with a rated power of ${MOTOR_RATED_POWER_W} W that assists up to ${ASSIST_SPEED_LIMIT_KMH} km/h. Changing either takes the bike outside the legal definition of a pedal-assisted bicycle and voids the warranty.`,
    ],
    contentsHeading: 'Contents',
    chapters: [
      {
        title: 'Safe work with lithium-ion batteries',
        blocks: [
          p(
            'A Li-ion battery stores a lot of energy. A damaged cell may catch fire hours after an impact, and a lithium fire is not fought like an ordinary one. Treat every battery in the workshop as a live device.',
          ),
          h('Storage'),
          list(
            'Store batteries in a dry room at 10–25 °C, away from heat sources, sunlight and flammable materials.',
            'Before storing for more than 4 weeks, set the charge to 40–60% and check it every 2–3 months. Never let a battery discharge deeply.',
            'Keep batteries one by one on a non-flammable shelf or in a metal cabinet, with the contacts protected against short circuits.',
            'Keep an extinguisher suitable for lithium cells and a metal container of dry sand by the charging station.',
          ),
          h('Charging'),
          list(
            'Charge only with the charger supplied with the bike or a replacement we have approved, of the same voltage.',
            'Charge on a non-flammable surface, under supervision, at 10–30 °C. Let a battery brought in from the frost rest for 2 hours first.',
            'Never charge a battery with a cracked or swollen case, signs of water or heat damage, or a smell of electrolyte.',
            'Unplug the charger when charging ends. Do not leave batteries charging overnight in a closed shop.',
          ),
          warning(
            'Quarantine a battery that has been dropped, hit or flooded: put it in a metal container of sand, away from anything flammable, and watch it for at least 24 hours. Do not open the case or repair the cell pack — only the factory service does that.',
          ),
          h('Transport and shipping'),
          list(
            'A battery shipped on its own is class 9 dangerous goods (UN 3480). Pack it in the original marked packaging and hand it to a carrier that accepts ADR shipments.',
            'Damaged or suspect batteries must never go by ordinary courier. Report them in an RMA — we arrange collection in certified packaging.',
            'In a car, secure batteries against sliding and impacts, with the contacts covered. Do not leave them in a hot car.',
          ),
        ],
      },
      {
        title: 'Diagnostics: motor, display and controller error codes',
        blocks: [
          p(
            'When the controller detects a fault, the display shows an error code. Before replacing a part, go through:',
          ),
          steps(
            'Write down the error code, the mileage and the firmware version (display information menu).',
            'Switch the system off, remove the battery for a minute and switch on again — some errors, communication ones especially, clear after a restart.',
            'Check the connectors of the main harness, display, speed sensor and brake sensors: fully home, dry, no bent pins or corrosion.',
            'Measure the battery voltage. 36 V system: about 42 V full, about 30 V empty. 48 V system: about 54.6 V full, about 40 V empty.',
            'Only when the error returns, replace the part the table points to and report the replacement in an RMA.',
          ),
          table(
            ['Code', 'Meaning', 'What to check'],
            [
              ['07', 'Overvoltage', 'That the battery and charger match the system voltage.'],
              [
                '08',
                'Motor Hall sensor fault',
                'The motor–controller plug and the wires where they leave the motor; if fine, motor to RMA.',
              ],
              [
                '09',
                'Motor phase fault',
                'The phase wires and their insulation; resistance between each pair of phases should be equal.',
              ],
              ['10', 'Motor overheated', 'Let it cool. Ask the rider about long climbs at low cadence in a hard gear.'],
              ['11', 'Motor temperature sensor fault', 'Motor to RMA.'],
              ['12', 'Controller current sensor fault', 'Controller to RMA.'],
              [
                '14',
                'Controller overheated',
                'As for code 10; that the controller housing is not covered or caked with dirt.',
              ],
              [
                '21',
                'Speed sensor fault',
                'The spoke magnet: position and gap to the sensor (a few millimetres); the sensor cable.',
              ],
              [
                '22',
                'No communication with the battery BMS',
                'Battery and frame socket contacts; that the battery is switched on and charged.',
              ],
              [
                '25',
                'Torque sensor signal fault',
                'Keep feet off the pedals while switching on; if the error returns, motor to RMA.',
              ],
              [
                '30',
                'Display–controller communication fault',
                'The display plug and the harness at the handlebar (chafing when steering).',
              ],
            ],
          ),
          p(
            'The codes apply to the mid-drive systems with UART displays fitted to our bikes. Codes of other systems are on the model card.',
          ),
        ],
      },
      {
        title: 'Mid-drive motor: service intervals',
        blocks: [
          p(
            'A mid-drive motor drives through the chain, so the drivetrain wears faster than on an ordinary bike. Recommend these services to riders and record each one in the bike’s warranty card.',
          ),
          table(
            ['When', 'What the service covers'],
            [
              [
                'After the first 200–300 km or one month',
                'Re-torque cranks, motor and battery mounting bolts; check spoke tension; adjust derailleur and brakes.',
              ],
              [
                'Every 1,000 km or 6 months',
                'Measure chain wear, check motor axle play (rock the cranks sideways), connectors and harnesses, read stored display errors.',
              ],
              [
                'Every 3,000 km or once a year',
                'All of the above plus chainring and lockring, cassette, headset and hub bearings, bleed hydraulic brakes, update firmware.',
              ],
              [
                'End of season',
                'Clean, protect connectors with electrical contact grease, prepare the battery for storage (40–60%).',
              ],
            ],
          ),
          list(
            'Never use a pressure washer: water under pressure gets past the motor axle seals and into the connectors.',
            'Do not open the motor in the dealer workshop — the seal on the housing protects the warranty. Report noise, play or grease leaking from the axle in an RMA.',
            'Play of the crank axle in the motor is a defect to report, not something to adjust.',
          ),
        ],
      },
      {
        title: 'Tightening torques',
        blocks: [
          p(
            'Use a torque wrench on clean threads. Where the part maker (of a brake or stem, for example) gives a different value on the part or in its manual, the maker’s value applies. Tighten carbon parts to the low end of the range, with assembly paste.',
          ),
          table(
            ['Joint', 'Thread / tool', 'Torque'],
            [
              ['Mid-drive motor to frame bolts', 'M8', '20–25 Nm (see model card)'],
              ['Crank bolts on the motor spindle', 'M8 / 8 mm hex', '35–40 Nm'],
              ['Mid-drive chainring lockring', 'lockring tool', '30–40 Nm'],
              ['Pedals', '9/16″', '35–40 Nm'],
              ['Stem — steerer clamp bolts', 'M5', '5–6 Nm'],
              ['Stem — handlebar clamp bolts (crosswise)', 'M5', '5–6 Nm'],
              ['Seatpost clamp', 'M5 / M6', '5–7 Nm'],
              ['Saddle clamp (single bolt)', 'M8', '12–15 Nm'],
              ['Disc brake caliper', 'M6', '6–8 Nm'],
              ['Brake rotor bolts (6-bolt)', 'Torx T25', '4–6 Nm'],
              ['Brake rotor Center Lock lockring', 'Center Lock tool', '40 Nm'],
              ['Brake lever clamp', 'M5', '4–6 Nm'],
              ['Rear derailleur to hanger', 'M10', '8–10 Nm'],
              ['Cassette lockring', 'cassette tool', '40 Nm'],
              ['Thru-axle', '—', '10–15 Nm (as marked on the axle)'],
              ['Hub motor axle nuts (hub-motor models)', 'M12 / M14', '35–45 Nm'],
              ['Battery rail mounting', 'M5', '4–5 Nm'],
            ],
          ),
        ],
      },
      {
        title: 'Brake and drivetrain checks',
        blocks: [
          h('Brakes'),
          list(
            'Replace pads when less than 0.5 mm of friction material is left. An e-bike brakes from higher speeds more often — check the pads at every service.',
            'Replace a rotor below the minimum thickness stamped on it (usually 1.5 mm) or when it is warped or discoloured by heat.',
            'Never mix mineral oil and DOT fluid — check the mark on the reservoir. Bleed once a year or when the lever feels soft.',
            'Pulling either brake lever must cut the assistance at once. Check the brake sensors on the stand with the assistance on.',
            `Finish with a test ride: an emergency stop from ${ASSIST_SPEED_LIMIT_KMH} km/h with each brake on its own.`,
          ),
          h('Drivetrain'),
          list(
            'Replace the chain at 0.5% wear (11- and 12-speed) or 0.75% (up to 10-speed). On mid-drive bikes measure the chain every 500–1,000 km.',
            'A chain worn beyond 1% usually ruins the cassette and chainring as well — replace the set.',
            'Check the derailleur hanger, cable tension and shifting under load.',
            'Teach riders to ease off the pedals when shifting: the cheapest way to a longer-lasting drivetrain.',
            'When replacing tyres, recommend tyres rated for e-bikes; set the pressure as marked on the tyre.',
            'Check spoke tension and wheel true; on hub-motor models check the motor wheel at every service.',
          ),
        ],
      },
      {
        title: 'Firmware, UART and the GPS tracker',
        blocks: [
          p(
            'The controller, display and battery talk over a UART serial bus. The dealer workshop updates the firmware with a USB–UART programming cable and the service app from the dealer area (Downloads → Service).',
          ),
          steps(
            'Charge the battery to at least 50% and do not disconnect it during the update.',
            'Record the firmware version before and after the update in the service report.',
            `After the update check the wheel size and the ${ASSIST_SPEED_LIMIT_KMH} km/h assistance limit, then take a test ride.`,
          ),
          warning(
            'Never change the assistance speed limit or the wheel size to make the bike faster. The bike then stops being a pedal-assisted bicycle in law, and the warranty ends.',
          ),
          h(`The ${brand} Guard GPS tracker`),
          p(
            `The ${brand} Guard tracker gives location history, theft alerts, a remote electronic lock and a free app. It works only on bikes with a mid-drive motor that uses the UART protocol. It will not work on hub-motor bikes or on CAN-bus systems.`,
          ),
          list(
            'Before selling it, check on the model card that the bike supports the tracker.',
            'The tracker plugs in between the display harness and the controller; after fitting, check the display shows no code 30.',
            'The rider activates the tracker and pairs it with the app — hand over the guide from Downloads → Service → GPS.',
          ),
        ],
      },
      {
        title: 'Warranty and the claim (RMA) procedure',
        blocks: [
          p(
            `${brand} bikes carry a ${STANDARD_WARRANTY_YEARS}-year warranty from the date of sale to the end customer. The warranty does not limit the consumer’s statutory rights when goods do not conform to the contract.`,
          ),
          steps(
            'Take in the bike or part together with the proof of purchase (receipt or invoice). We cannot consider a claim without it.',
            'Note the frame number, mileage, error code, firmware version and a description of the fault; take photos or a short video of the symptom.',
            'File the claim in the dealer area: Returns (RMA) → new claim, with the proof of purchase and photos. Every claim gets an RMA number.',
            'Wait for the decision before dismantling: the service department decides in the claim thread whether the part is swapped at the dealer or sent to the factory.',
            'Ship only with the RMA number on the parcel; batteries as in chapter 1.',
          ),
          p(
            'We answer within 7 working days of receiving a complete claim, so that you stay within the 14 days a seller has to answer a consumer.',
          ),
          h('The warranty does not cover'),
          list(
            'normal wear: tyres, tubes, brake pads and rotors, chain, cassette, chainrings, cables and housings, grips and saddle;',
            'the natural loss of battery capacity with charging cycles;',
            'damage from a crash or fall, pressure washing, charging with a non-original charger, or tampering with firmware or electronics;',
            'repairs done without the service department’s consent in the RMA, including opening the motor or the battery.',
          ),
        ],
      },
    ],
    signOff: {
      title: 'Confirmation of training',
      statement: `We confirm that we took part in the ${brand} service training and have read this book. We undertake to follow its procedures when servicing ${brand} bikes.`,
      participantsHead: ['Participant’s name', 'Position', 'Signature'],
      trainer: 'Trainer',
      trainerSignature: 'Trainer’s signature',
      date: 'Date and place',
      stamp: 'Dealer’s company stamp',
    },
    footer: { issuedFor: 'Issued for', page: 'Page', of: 'of' },
  };
}
