//! `rules`: a rule set as JSON, the form the game's saves use, to read, edit and give back to
//! any command with `--rules FILE`.

use std::io::Write;

use clap::Args;
use konakis_cli::CliError;
use konakis_engine::PRESETS;
use konakis_store::start::RulesArgs;

/// A preset's rule set as JSON, to edit and give back with --rules FILE.
///
/// With -v ID, prints the preset's rule set as JSON, the form the game's saves use. Edit it
/// (any switch on any board: "movement": "dice-at-most", "captures-per-move": "one", ...) and
/// give it to any command in place of -v ID with --rules FILE. With --rules FILE (- for
/// stdin), checks the file and prints it the same way. With neither, lists the presets:
/// ID<TAB>the source document whose game it plays, or - for the tournament and historical
/// ones.
#[derive(Args, Debug)]
pub(crate) struct RulesCommand {
    #[command(flatten)]
    rules: RulesArgs,
}

pub(crate) fn run(args: &RulesCommand, out: &mut dyn Write) -> Result<(), CliError> {
    let Some(variant) = args.rules.chosen()? else {
        for preset in PRESETS {
            let document = if preset.is_from_a_document() {
                preset.document
            } else {
                "-"
            };
            writeln!(out, "{}\t{document}", preset.id)?;
        }
        return Ok(());
    };
    let json = serde_json::to_string_pretty(variant.rules())
        .map_err(|e| CliError::Failed(format!("the rules could not be written as JSON: {e}")))?;
    writeln!(out, "{json}")?;
    Ok(())
}
