import { describe, expect, it } from 'vitest';
import { cricketText } from './cricket-text';
import { IPL_TEAMS } from './teams';

/** Latin letters left in a Hindi text, outside the option lines' digits. */
const latinWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

describe('cricketText', () => {
  it('leaves English as the server wrote it', () => {
    expect(cricketText('Mumbai Indians won by 5 wickets', 'en')).toBe('Mumbai Indians won by 5 wickets');
  });

  it('names every team, ground and city in Hindi', () => {
    for (const team of IPL_TEAMS)
      for (const name of [team.name, team.homeVenue, team.city])
        expect(latinWords(cricketText(name, 'hi')), name).toEqual([]);
  });

  it.each([
    ['Match Winner', 'मैच विजेता'],
    ['Mumbai Indians vs Chennai Super Kings', 'मुंबई इंडियंस बनाम चेन्नई सुपर किंग्स'],
    ['Gujarat Titans won by 6 wickets', 'गुजरात टाइटंस ने 6 विकेट से मैच जीता'],
    ['Delhi Capitals won by 1 run', 'दिल्ली कैपिटल्स ने 1 रन से मैच जीता'],
    ['Match tied (Punjab Kings won the Super Over)', 'मैच टाई (पंजाब किंग्स ने सुपर ओवर जीता)'],
    ['First innings: 182 runs (Over 177.5)', 'पहली पारी: 182 रन (ओवर 177.5)'],
    ['Gujarat Titans: 52 runs after 6 overs (No 53.5)', 'गुजरात टाइटंस: 6 ओवर के बाद 52 रन (नहीं 53.5)'],
    ['Mumbai Indians: 60 runs at 5.2 overs (Yes 55.5)', 'मुंबई इंडियंस: 5.2 ओवर पर 60 रन (हाँ 55.5)'],
    [
      "Punjab Kings: 48 runs at the innings' end (4.3 overs) (No 55.5)",
      'पंजाब किंग्स: पारी के अंत में 48 रन (4.3 ओवर) (नहीं 55.5)',
    ],
    ['Delhi Capitals, over 7: 1 run in the over (No 7.5)', 'दिल्ली कैपिटल्स, ओवर 7: ओवर में 1 रन (नहीं 7.5)'],
    [
      'Rajasthan Royals, over 7: 9 runs by 6.4 overs (Yes 7.5)',
      'राजस्थान रॉयल्स, ओवर 7: 6.4 ओवर तक 9 रन (हाँ 7.5)',
    ],
    [
      'Lucknow Super Giants, over 12: not bowled (the innings ended)',
      'लखनऊ सुपर जायंट्स, ओवर 12: नहीं फेंका गया (पारी ख़त्म हो गई)',
    ],
    ['2nd innings was not played', 'दूसरी पारी नहीं खेली गई'],
    // Results stored before they named the batting side.
    ['1st Innings: 52 runs after 6 overs (No 53.5)', 'पहली पारी: 6 ओवर के बाद 52 रन (नहीं 53.5)'],
    [
      '2nd Innings, over 12: not bowled (the innings ended)',
      'दूसरी पारी, ओवर 12: नहीं फेंका गया (पारी ख़त्म हो गई)',
    ],
    ['No result (match abandoned due to rain)', 'कोई नतीजा नहीं (बारिश के कारण मैच रद्द)'],
    ['Session Runs', 'सत्र के रन'],
    ['Over Runs', 'ओवर के रन'],
  ])('%s', (english, hindi) => {
    expect(cricketText(english, 'hi')).toBe(hindi);
  });

  it('leaves a text it does not know as it is (an operator’s own reason)', () => {
    expect(cricketText('Wrong team recorded by the feed', 'hi')).toBe('Wrong team recorded by the feed');
  });

  it.each([
    ['Over 177.5', 'ओवर 177.5'],
    ['Yes 52.5', 'हाँ 52.5'],
    ['Toss: MI won and elected to bowl', 'टॉस: MI ने जीतकर गेंदबाज़ी चुनी'],
    ['MI 143/6 (18.2 ov) · MI need 35 runs from 10 balls', 'MI 143/6 (18.2 ओवर) · MI को 10 गेंद में 35 रन चाहिए'],
    ['Innings break · CSK need 178 runs to win', 'पारी ब्रेक · CSK को जीत के लिए 178 रन चाहिए'],
    ['Match postponed', 'मैच स्थगित'],
  ])('a live card’s text: %s', (english, hindi) => {
    expect(cricketText(english, 'hi')).toBe(hindi);
  });
});
