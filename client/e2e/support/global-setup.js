// @ts-check
/** Before the journeys: builds rules, server or client when their output is missing (harness.js). */
const { buildWhatIsNeeded } = require('./harness');

module.exports = async () => {
  buildWhatIsNeeded();
};
