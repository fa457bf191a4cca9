import { dishNameKey } from './dish-name';

describe('dishNameKey', () => {
  // Each key with the names that read as it.
  const keys: [string, string[]][] = [
    ['samosa', ['Samosas', "Mom's famous samosas", "Priya's Samosa", 'My homemade SAMOSAS!', 'Samosa\u2019s']],
    ['cookie', ['Cookies']],
    ['chocolate chip cookie', ['Chocolate chip cookie']],
    ['macaroni cheese', ['Mac n cheese', 'Macaroni & Cheese']],
    ['barbecue rib', ['BBQ ribs']],
    ['currie', ['Curry']],
    ['mashed potato', ['Mashed potatoes']],
    ['creme brulee', ['Crème brûlée']],
    ['hummus', ['Hummus']],
    ['shepherd pie', ["Shepherd's pie"]],
    ['brussel sprout', ['Brussels sprouts']],
    ['sandwich', ['Sandwiches']],
    ['apple pie', ["Grandma's classic apple pie"]],
    ['berrie', ['Berries', 'Berry']],
  ];

  it.each(keys.flatMap(([key, names]) => names.map((name) => [name, key])))('%p -> %p', (name, key) => {
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
