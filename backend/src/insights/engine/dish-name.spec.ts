import { dishNameKey } from './dish-name';

describe('dishNameKey', () => {
  it.each<[string, string]>([
    ['Samosas', 'samosa'],
    ["Mom's famous samosas", 'samosa'],
    ["Priya's Samosa", 'samosa'],
    ['My homemade SAMOSAS!', 'samosa'],
    ['Samosa\u2019s', 'samosa'],
    ['Cookies', 'cookie'],
    ['Chocolate chip cookie', 'chocolate chip cookie'],
    ['Mac n cheese', 'macaroni cheese'],
    ['Macaroni & Cheese', 'macaroni cheese'],
    ['BBQ ribs', 'barbecue rib'],
    ['Curry', 'currie'],
    ['Mashed potatoes', 'mashed potato'],
    ['Crème brûlée', 'creme brulee'],
    ['Hummus', 'hummus'],
    ["Shepherd's pie", 'shepherd pie'],
    ['Brussels sprouts', 'brussel sprout'],
    ['Sandwiches', 'sandwich'],
    ["Grandma's classic apple pie", 'apple pie'],
    ['Berries', 'berrie'],
    ['Berry', 'berrie'],
  ])('%p -> %p', (name, key) => {
    expect(dishNameKey(name)).toBe(key);
  });

  it.each<[string, string]>([
    ['Samosas', "Sam's samosa"],
    ['Apple pie', 'apple pies'],
    ['Brownie', 'Brownies'],
    ['Berry tart', 'Berries tart'],
    ['Mac & cheese', 'Macaroni and cheese'],
    ['Veggie lasagna', 'Vegetable lasagna'],
    ['Deviled eggs', 'deviled-eggs'],
  ])('%p and %p are the same dish', (a, b) => {
    expect(dishNameKey(a)).toBe(dishNameKey(b));
  });

  it.each<[string, string]>([
    ['Samosas', 'Vegetable samosas'],
    ['Apple pie', 'Pumpkin pie'],
    ['Fruit salad', 'Potato salad'],
    ["Shepherd's pie", 'Pie'],
  ])('%p and %p are different dishes', (a, b) => {
    expect(dishNameKey(a)).not.toBe(dishNameKey(b));
  });

  it('returns an empty key for names made only of filler words', () => {
    expect(dishNameKey("My mom's famous")).toBe('');
  });
});
