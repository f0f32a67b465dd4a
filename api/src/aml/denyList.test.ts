import { hex20ToTron } from '../chain/address';
import { csvLines, parseDenyList } from './denyList';

const HEX = '0x' + 'ab'.repeat(20);
const TRON = hex20ToTron('0x' + '12'.repeat(20));

describe('the deny-list CSV', () => {
  it('takes address[,note] lines in either spelling, a header, blank lines, quoted notes; an address twice once', () => {
    const csv = `\uFEFFaddress,note\r\n${TRON},"OFAC SDN, 2026"\n\n${HEX.toUpperCase().replace('0X', '0x')}\n${HEX},again\n`;
    expect(parseDenyList(csvLines(csv))).toEqual({
      entries: [
        { address: '0x' + '12'.repeat(20), note: 'OFAC SDN, 2026' },
        { address: HEX, note: null },
      ],
      badLines: [],
    });
  });
  it('names every line that holds no address', () => {
    expect(parseDenyList(csvLines(`${TRON}\nnot an address,x\n${TRON.slice(0, -1)}x\n0x12`)).badLines).toEqual([2, 3, 4]);
  });
});
